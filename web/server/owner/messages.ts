// The owner's refusals and summaries, in the owner's language (the console's choice).
import type { TLanguage } from "@/content/dictionaries";

const en = {
  signInRequired: "Please sign in to the owner's console.",
  notFound: "No such booking.",
  notImplemented: "Not available yet.",
  nightsTaken: "Some of those nights are already held by a confirmed booking or a block. Choose other nights or free them first.",
  badRange: "Check-out must be after check-in.",
  pastDates: "Those nights are in the past.",
  tooManyGuests: (max: number) => `This stay sleeps at most ${max} guests.`,
  notConfirmable: "Only a request whose guest confirmed their e-mail address, and whose hold has not lapsed, can be confirmed.",
  notOpen: "This booking is no longer open: it was decided before.",
  notChangeable: "Only a request or a confirmed booking can be changed.",
  conflictOpen:
    "A channel's calendar claims some of these nights. Resolve the conflict first: decline or cancel this booking, or mark the channel's claim handled.",
  priceNoteRequired: "Say why the price differs from the quote.",
  noSuchBlock: "No such owner block (a channel's blocks go with its feed).",
  noSuchConflict: "No such conflict.",
  blockSaved: "Blocked.",
  invalidPhone: "Not a phone number. Give the country code for numbers outside South Africa, e.g. +44 20 7946 0000.",
  invalidEmail: "Enter an e-mail address, like name@example.com.",
  addressRequired: "Fill in the street address.",
  noSuchReview: "No such review.",
  reviewDecided: "This review was decided before.",
  futureDate: "That day has not come yet.",
  noSuchSubmission: "No such photo submission.",
  photosDecided: "These photos were decided before.",
  seasonOverlap: "This season shares nights with another season of this stay. Change its dates or remove the other first.",
  seasonOrder: "A season ends on or after the day it starts.",
  noSuchSeason: "No such season.",
  noSuchPhoto: "No such photo.",
  photoOrder: "The order must name each of this stay's photos once. Reload the page and try again.",
  notAnImage: "Not a photo this site can read. Use a JPEG, PNG, WebP or HEIC file.",
  photoTooLarge: (megabytes: number) => `This photo is larger than ${megabytes} MB. Export a smaller copy and try again.`,
  photoUnreadable: "This photo could not be read (damaged, or more pixels than the site takes).",
} as const;

type TOwnerMessages = {
  [K in keyof typeof en]: (typeof en)[K] extends (...args: infer A) => string ? (...args: A) => string : string;
};

const af: TOwnerMessages = {
  signInRequired: "Meld asseblief by die eienaar se konsole aan.",
  notFound: "Geen sodanige bespreking nie.",
  notImplemented: "Nog nie beskikbaar nie.",
  nightsTaken:
    "Van daardie nagte word reeds deur 'n bevestigde bespreking of 'n blokkering gehou. Kies ander nagte of maak hulle eers vry.",
  badRange: "Uitklok moet na inklok wees.",
  pastDates: "Daardie nagte is in die verlede.",
  tooManyGuests: (max: number) => `Hierdie verblyf slaap hoogstens ${max} gaste.`,
  notConfirmable: "Slegs 'n versoek waarvan die gas die e-posadres bevestig het, en waarvan die hou nie verval het nie, kan bevestig word.",
  notOpen: "Hierdie bespreking is nie meer oop nie: daar is reeds daaroor besluit.",
  notChangeable: "Slegs 'n versoek of 'n bevestigde bespreking kan verander word.",
  conflictOpen:
    "'n Kanaal se kalender eis van hierdie nagte. Los eers die konflik op: wys hierdie bespreking af of kanselleer dit, of merk die kanaal se eis as hanteer.",
  priceNoteRequired: "Sê waarom die prys van die kwotasie verskil.",
  noSuchBlock: "Geen sodanige eienaarblokkering nie ('n kanaal se blokkerings gaan saam met sy voer).",
  noSuchConflict: "Geen sodanige konflik nie.",
  blockSaved: "Geblokkeer.",
  invalidPhone: "Nie 'n telefoonnommer nie. Gee die landskode vir nommers buite Suid-Afrika, bv. +44 20 7946 0000.",
  invalidEmail: "Tik 'n e-posadres, soos naam@voorbeeld.com.",
  addressRequired: "Vul die straatadres in.",
  noSuchReview: "Geen sodanige resensie nie.",
  reviewDecided: "Oor hierdie resensie is reeds besluit.",
  futureDate: "Daardie dag het nog nie gekom nie.",
  noSuchSubmission: "Geen sodanige foto-inskrywing nie.",
  photosDecided: "Oor hierdie foto's is reeds besluit.",
  seasonOverlap: "Hierdie seisoen deel nagte met 'n ander seisoen van dié verblyf. Verander sy datums of verwyder eers die ander een.",
  seasonOrder: "'n Seisoen eindig op of ná die dag waarop dit begin.",
  noSuchSeason: "Geen sodanige seisoen nie.",
  noSuchPhoto: "Geen sodanige foto nie.",
  photoOrder: "Die volgorde moet elkeen van dié verblyf se foto's een keer noem. Laai die bladsy weer en probeer weer.",
  notAnImage: "Nie 'n foto wat hierdie webwerf kan lees nie. Gebruik 'n JPEG-, PNG-, WebP- of HEIC-lêer.",
  photoTooLarge: (megabytes: number) => `Hierdie foto is groter as ${megabytes} MB. Voer 'n kleiner kopie uit en probeer weer.`,
  photoUnreadable: "Hierdie foto kon nie gelees word nie (beskadig, of meer beeldpunte as wat die webwerf neem).",
};

export function getOwnerMessages(language: TLanguage): TOwnerMessages {
  return language === "af" ? af : en;
}
