// The icon of each amenity on the site's list: the stay pages' grid and the console's choice of them.
import {
  AirVentIcon,
  BathIcon,
  CarIcon,
  CookingPotIcon,
  FishIcon,
  FlameIcon,
  HomeIcon,
  PawPrintIcon,
  ShowerHeadIcon,
  TvIcon,
  WashingMachineIcon,
  WavesIcon,
  WifiIcon,
  type LucideIcon,
} from "lucide-react";
import type { TAmenity } from "@/content/stays";

export const AMENITY_ICONS: Record<TAmenity, LucideIcon> = {
  "whole-place": HomeIcon,
  kitchen: CookingPotIcon,
  "pet-friendly": PawPrintIcon,
  "washing-machine": WashingMachineIcon,
  "free-wifi": WifiIcon,
  "free-parking": CarIcon,
  bath: BathIcon,
  "air-conditioning": AirVentIcon,
  shower: ShowerHeadIcon,
  "braai-area": FlameIcon,
  "smart-tv": TvIcon,
  "river-access": WavesIcon,
  fishing: FishIcon,
};
