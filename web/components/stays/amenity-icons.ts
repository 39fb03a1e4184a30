// The icon of each amenity on the site's list: the stay pages' grid and the console's choice of them.
import {
  AirVentIcon,
  BathIcon,
  CarIcon,
  CookingPotIcon,
  FishIcon,
  FlameIcon,
  HouseIcon,
  PawPrintIcon,
  ShowerHeadIcon,
  TvIcon,
  WashingMachineIcon,
  WavesIcon,
  WifiIcon,
  type TIcon,
} from "@/components/ui/icons";
import type { TAmenity } from "@/content/stays";

export const AMENITY_ICONS: Record<TAmenity, TIcon> = {
  "whole-place": HouseIcon,
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
