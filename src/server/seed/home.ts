import type { Database } from '../db/client';
import { homeAttributes, homeSections, newsticker, promotions, sliders, testimonials } from '../db/schema';
import type { HomeAttributeRow, HomeSectionRow, NewsTickerRow, PromotionRow, SliderRow, TestimonialRow } from './content/types';
import { insertInChunks } from './insert-in-chunks';
import { resetSerial } from './reset-serial';

export type HomeContent = {
  promotions?: PromotionRow[];
  sliders?: SliderRow[];
  testimonials?: TestimonialRow[];
  newsticker?: NewsTickerRow[];
  homeAttributes?: HomeAttributeRow[];
  homeSections?: HomeSectionRow[];
};

/** Home page content: promotions, sliders, testimonials, ticker, attributes, sections. */
export async function seedHome(db: Database, content: HomeContent) {
  await insertInChunks(content.promotions ?? [], (chunk) => db.insert(promotions).values(chunk));
  await insertInChunks(content.sliders ?? [], (chunk) => db.insert(sliders).values(chunk));
  await insertInChunks(content.testimonials ?? [], (chunk) => db.insert(testimonials).values(chunk));
  await insertInChunks(content.newsticker ?? [], (chunk) => db.insert(newsticker).values(chunk));
  await insertInChunks(content.homeAttributes ?? [], (chunk) => db.insert(homeAttributes).values(chunk));
  await insertInChunks(content.homeSections ?? [], (chunk) => db.insert(homeSections).values(chunk));
  for (const table of ['sliders', 'testimonials', 'newsticker', 'home_attributes']) await resetSerial(db, table);
}
