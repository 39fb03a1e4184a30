// The icon of a hub card, by the name content/hub.ts gives it. Rendered on the server as inline SVG.
import {
  BookOpenIcon,
  BriefcaseIcon,
  BuildingIcon,
  ChurchIcon,
  CoinsIcon,
  GraduationCapIcon,
  LandmarkIcon,
  LibraryIcon,
  MapPinIcon,
  PaletteIcon,
  RouteIcon,
  ShieldIcon,
  TargetIcon,
  UsersIcon,
  WheatIcon,
  type TIcon,
} from "@/components/ui/icons";
import type { TTopicIcon } from "@/content/hub";

const ICONS: Record<TTopicIcon, TIcon> = {
  history: BookOpenIcon,
  strategy: TargetIcon,
  leadership: UsersIcon,
  property: BuildingIcon,
  institutions: LibraryIcon,
  economy: CoinsIcon,
  tourism: MapPinIcon,
  education: GraduationCapIcon,
  jobs: BriefcaseIcon,
  council: LandmarkIcon,
  culture: PaletteIcon,
  safety: ShieldIcon,
  agriculture: WheatIcon,
  religion: ChurchIcon,
  destination: RouteIcon,
};

export function TopicIcon({ icon, className }: { icon: TTopicIcon; className?: string }) {
  const Icon = ICONS[icon];
  return <Icon aria-hidden className={className} />;
}
