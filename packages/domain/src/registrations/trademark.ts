import { z } from 'zod';
import { REGISTRATION_MESSAGES as M } from './registration-messages.js';

/**
 * The 45 classes of the Nice Classification (goods 1-34, services 35-45), each with a short
 * form of its official class heading (WIPO, Nice Classification, 12th edition), which IP
 * Australia uses for trade mark applications.
 */
export const NICE_CLASSES: readonly { number: number; heading: string }[] = [
  { number: 1, heading: 'Chemicals for industry, science and agriculture; fertilisers; adhesives' },
  { number: 2, heading: 'Paints, varnishes, lacquers; preservatives against rust; colorants' },
  { number: 3, heading: 'Cosmetics and toiletries; cleaning preparations; perfumery' },
  { number: 4, heading: 'Industrial oils and greases; fuels; candles and wicks' },
  {
    number: 5,
    heading: 'Pharmaceuticals; medical and veterinary preparations; dietary supplements',
  },
  { number: 6, heading: 'Common metals and their alloys; metal building materials; ironmongery' },
  { number: 7, heading: 'Machines, machine tools, power-operated tools; motors and engines' },
  { number: 8, heading: 'Hand tools and implements, hand-operated; cutlery; razors' },
  {
    number: 9,
    heading: 'Scientific and electrical apparatus; computers and software; recorded media',
  },
  { number: 10, heading: 'Surgical, medical, dental and veterinary apparatus and instruments' },
  {
    number: 11,
    heading: 'Apparatus for lighting, heating, cooling, cooking, drying and ventilating',
  },
  { number: 12, heading: 'Vehicles; apparatus for locomotion by land, air or water' },
  { number: 13, heading: 'Firearms; ammunition and projectiles; explosives; fireworks' },
  { number: 14, heading: 'Precious metals; jewellery, precious stones; clocks and watches' },
  { number: 15, heading: 'Musical instruments' },
  { number: 16, heading: 'Paper and cardboard; printed matter; stationery and office requisites' },
  {
    number: 17,
    heading: 'Rubber and plastics in semi-processed form; packing and insulating materials',
  },
  {
    number: 18,
    heading: 'Leather and imitations of leather; luggage and bags; umbrellas; saddlery',
  },
  { number: 19, heading: 'Building materials, not of metal; non-metallic transportable buildings' },
  { number: 20, heading: 'Furniture, mirrors, picture frames; containers, not of metal' },
  { number: 21, heading: 'Household or kitchen utensils and containers; glassware, porcelain' },
  { number: 22, heading: 'Ropes, string, nets, tents, awnings, tarpaulins, sails, sacks' },
  { number: 23, heading: 'Yarns and threads for textile use' },
  { number: 24, heading: 'Textiles and substitutes for textiles; household linen; curtains' },
  { number: 25, heading: 'Clothing, footwear, headwear' },
  {
    number: 26,
    heading: 'Lace, braid and embroidery; buttons, pins and needles; artificial flowers',
  },
  { number: 27, heading: 'Carpets, rugs, mats, linoleum; wall hangings, not of textile' },
  {
    number: 28,
    heading: 'Games, toys and playthings; sporting goods; decorations for Christmas trees',
  },
  { number: 29, heading: 'Meat, fish, poultry; preserved and cooked fruits and vegetables; dairy' },
  { number: 30, heading: 'Coffee, tea, cocoa; rice, pasta; bread, pastries and confectionery' },
  {
    number: 31,
    heading: 'Raw agricultural, horticultural and forestry products; fresh fruit; plants',
  },
  { number: 32, heading: 'Beers; non-alcoholic beverages; mineral waters; fruit juices' },
  { number: 33, heading: 'Alcoholic beverages, except beers' },
  { number: 34, heading: 'Tobacco and substitutes; smokers’ articles; matches' },
  {
    number: 35,
    heading: 'Advertising; business management, organisation and administration; retail',
  },
  { number: 36, heading: 'Financial, monetary and banking services; insurance; real estate' },
  { number: 37, heading: 'Construction services; installation and repair services' },
  { number: 38, heading: 'Telecommunications services' },
  { number: 39, heading: 'Transport; packaging and storage of goods; travel arrangement' },
  { number: 40, heading: 'Treatment of materials; recycling; custom manufacturing' },
  {
    number: 41,
    heading: 'Education; providing of training; entertainment; sporting and cultural activities',
  },
  {
    number: 42,
    heading: 'Scientific and technological services; design and development of software',
  },
  { number: 43, heading: 'Services for providing food and drink; temporary accommodation' },
  {
    number: 44,
    heading: 'Medical and veterinary services; beauty care; agriculture and horticulture',
  },
  { number: 45, heading: 'Legal services; security services; personal and social services' },
];

/** Classes whose number or heading contains what was typed. */
export function searchNiceClasses(query: string) {
  const q = query.trim().toLowerCase();
  if (!q) return NICE_CLASSES;
  return NICE_CLASSES.filter((c) => String(c.number) === q || c.heading.toLowerCase().includes(q));
}

/** A request for a trade mark application, kept as an order until a lawyer takes it on. */
export const ZTrademarkRequest = z.object({
  mark: z
    .string({ error: M.trademarkMark })
    .trim()
    .min(1, M.trademarkMark)
    .max(200, M.trademarkMark),
  classes: z
    .array(z.number().int().min(1).max(45), { error: M.trademarkClasses })
    .min(1, M.trademarkClasses)
    .max(45)
    .transform((c) => [...new Set(c)].sort((a, b) => a - b)),
  ownerName: z.string({ error: M.trademarkOwner }).trim().min(2, M.trademarkOwner).max(200),
  ownerAbn: z.string().trim().max(20).optional(),
  notes: z.string().trim().max(2000).optional(),
});
export type TTrademarkRequest = z.infer<typeof ZTrademarkRequest>;
