// The hub's topic cards (/experienceorania: 14, /ervaarorania: 12, as the spec lists them):
// id, route, icon, and per language the title, description and two badges. The icon is a name
// that components/hub/topic-icon.tsx maps to an icon (components/ui/icons.tsx).
import type { TLanguage } from "./dictionaries/types";
import type { TOPIC_SLUGS } from "./routes";

export type TTopicIcon =
  | "history"
  | "strategy"
  | "leadership"
  | "property"
  | "institutions"
  | "economy"
  | "tourism"
  | "education"
  | "jobs"
  | "council"
  | "culture"
  | "safety"
  | "agriculture"
  | "religion"
  | "destination";

type TTopicCard = {
  id: string;
  route: `/${(typeof TOPIC_SLUGS)[number]}`;
  icon: TTopicIcon;
  title: string;
  description: string;
  badges: [string, string];
};

const EN: TTopicCard[] = [
  {
    id: "history",
    route: "/oraniahistory",
    icon: "history",
    title: "History & Strategy",
    description: "From an empty canal-workers' village to a town of 2,800: how Orania began in 1990-91 and what it aims for.",
    badges: ["Since 1990", "Self-determination"],
  },
  {
    id: "leadership",
    route: "/oranialeadership",
    icon: "leadership",
    title: "Leadership",
    description: "Who runs Orania: the Orania Movement, the town's management company and the people who have led them.",
    badges: ["Orania Movement", "Governance"],
  },
  {
    id: "property",
    route: "/oraniaproperty",
    icon: "property",
    title: "Property & Development",
    description: "How property ownership works through share blocks, what homes cost and how the town is growing.",
    badges: ["Share blocks", "Growth"],
  },
  {
    id: "institutions",
    route: "/oraniainstitutions",
    icon: "institutions",
    title: "Community Institutions",
    description: "The library, museum, media and the other bodies that keep a small town running.",
    badges: ["Services", "Community"],
  },
  {
    id: "economy",
    route: "/oraniaeconomy",
    icon: "economy",
    title: "Economy & Business",
    description: "Local businesses, the Ora currency used alongside the rand, and how the town tries to employ its own people.",
    badges: ["Ora currency", "Enterprise"],
  },
  {
    id: "tourism",
    route: "/oraniatourism",
    icon: "tourism",
    title: "Tourism",
    description: "What there is to see and do: the river, the museum and monuments, events, and where to eat and stay.",
    badges: ["Things to do", "River"],
  },
  {
    id: "education",
    route: "/oraniaeducation",
    icon: "education",
    title: "Education & Schools",
    description: "The town's Afrikaans-medium schools, home-schooling options, and the Volkskool and CVO school.",
    badges: ["Afrikaans-medium", "Schools"],
  },
  {
    id: "jobs",
    route: "/oraniajobopportunities",
    icon: "jobs",
    title: "Job Opportunities",
    description: "Which trades and professions are in demand, and what to know before looking for work in Orania.",
    badges: ["Careers", "Skills"],
  },
  {
    id: "council",
    route: "/oraniadorpsraad",
    icon: "council",
    title: "Town Council",
    description: "The Orania Dorpsraad: how residents elect it, what it decides and how it relates to the municipality.",
    badges: ["Dorpsraad", "Local government"],
  },
  {
    id: "culture",
    route: "/oraniaculture",
    icon: "culture",
    title: "Culture & Heritage",
    description: "The Afrikaans language, festivals, the monument hill and the everyday culture of the town.",
    badges: ["Heritage", "Afrikaans"],
  },
  {
    id: "safety",
    route: "/oraniasafety",
    icon: "safety",
    title: "Safety & Security",
    description: "What is known about crime in Orania, how the town organises its own security, and tips for visitors.",
    badges: ["Low crime", "Neighbourhood watch"],
  },
  {
    id: "agriculture",
    route: "/oraniaagriculture",
    icon: "agriculture",
    title: "Agriculture & Farming",
    description: "Pecan nuts, irrigation from the Orange River and the farms that shaped the town's economy.",
    badges: ["Pecan nuts", "Irrigation"],
  },
  {
    id: "religion",
    route: "/oraniareligion",
    icon: "religion",
    title: "Religion & Faith",
    description: "The churches of Orania and the place faith has in the town's community life.",
    badges: ["Churches", "Community"],
  },
  {
    id: "destination",
    route: "/oraniadestination",
    icon: "destination",
    title: "Getting There",
    description: "A travel guide from Johannesburg, Cape Town and Kimberley: routes, distances and where to stop.",
    badges: ["Travel guide", "From Johannesburg"],
  },
];

const AF: TTopicCard[] = [
  {
    id: "history",
    route: "/oraniahistory",
    icon: "history",
    title: "Geskiedenis",
    description: "Van 'n leë kanaalwerkersdorpie tot 'n dorp van 2,800: hoe Orania in 1990-91 begin het.",
    badges: ["Sedert 1991", "Selfbeskikking"],
  },
  {
    id: "strategy",
    route: "/oraniastrategy",
    icon: "strategy",
    title: "Strategie",
    description: "Die plan agter Orania: selfwerksaamheid, groei en 'n eie toekoms vir Afrikaners.",
    badges: ["Visie", "Selfwerksaamheid"],
  },
  {
    id: "leadership",
    route: "/oranialeadership",
    icon: "leadership",
    title: "Leierskap",
    description: "Wie Orania bestuur: die Orania Beweging, die bestuursmaatskappy en die mense wat hulle gelei het.",
    badges: ["Orania Beweging", "Bestuur"],
  },
  {
    id: "property",
    route: "/oraniaproperty",
    icon: "property",
    title: "Eiendom & Ontwikkeling",
    description: "Hoe eiendomsbesit deur aandeleblokke werk, wat huise kos en hoe die dorp groei.",
    badges: ["Aandeleblokke", "Groei"],
  },
  {
    id: "institutions",
    route: "/oraniainstitutions",
    icon: "institutions",
    title: "Gemeenskapsinstellings",
    description: "Die biblioteek, museum, media en ander instellings wat 'n klein dorp laat werk.",
    badges: ["Dienste", "Gemeenskap"],
  },
  {
    id: "economy",
    route: "/oraniaeconomy",
    icon: "economy",
    title: "Ekonomie & Sake",
    description: "Plaaslike besighede, die Ora wat saam met die rand gebruik word, en hoe die dorp sy eie mense in diens neem.",
    badges: ["Ora-geldeenheid", "Ondernemings"],
  },
  {
    id: "tourism",
    route: "/oraniatourism",
    icon: "tourism",
    title: "Toerisme",
    description: "Wat daar te sien en te doen is: die rivier, die museum en monumente, geleenthede en waar om te eet.",
    badges: ["Aktiwiteite", "Rivier"],
  },
  {
    id: "jobs",
    route: "/oraniajobopportunities",
    icon: "jobs",
    title: "Werksgeleenthede",
    description: "Watter ambagte en beroepe in aanvraag is, en wat om te weet voor jy in Orania werk soek.",
    badges: ["Loopbane", "Vaardighede"],
  },
  {
    id: "education",
    route: "/oraniaeducation",
    icon: "education",
    title: "Onderwys & Skole",
    description: "Die dorp se Afrikaanse skole, tuisonderrig en die Volkskool en CVO-skool.",
    badges: ["Afrikaanse onderrig", "Skole"],
  },
  {
    id: "council",
    route: "/oraniadorpsraad",
    icon: "council",
    title: "Dorpsraad",
    description: "Die Orania Dorpsraad: hoe inwoners dit verkies, wat dit besluit en hoe dit met die munisipaliteit saamwerk.",
    badges: ["Dorpsraad", "Plaaslike bestuur"],
  },
  {
    id: "culture",
    route: "/oraniaculture",
    icon: "culture",
    title: "Kultuur & Erfenis",
    description: "Die Afrikaanse taal, feeste, die monumentkoppie en die alledaagse kultuur van die dorp.",
    badges: ["Erfenis", "Afrikaans"],
  },
  {
    id: "safety",
    route: "/oraniasafety",
    icon: "safety",
    title: "Veiligheid & Sekuriteit",
    description: "Wat oor misdaad in Orania bekend is, hoe die dorp sy eie veiligheid reël, en wenke vir besoekers.",
    badges: ["Lae misdaad", "Buurtwag"],
  },
];

export const HUB_CARDS: Record<TLanguage, readonly TTopicCard[]> = { en: EN, af: AF };

/** Where the hub remembers the scroll position and clicked card: local storage in English and session storage in Afrikaans, as the spec has it. */
export const HUB_MEMORY = {
  en: { storage: "local", key: "experienceorania-scroll" },
  af: { storage: "session", key: "ervaarorania-scroll" },
} as const satisfies Record<TLanguage, { storage: "local" | "session"; key: string }>;
