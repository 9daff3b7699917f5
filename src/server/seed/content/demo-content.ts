import { articles } from './articles';
import { brands } from './brands';
import { giveaways, lotteryCampaign, lotteryDraws, openLotteryCampaign, openLotteryDraws } from './campaigns';
import { jobVacancies } from './careers';
import { categories } from './categories';
import { companyProfile, faqs, milestones, siteFeatures } from './company';
import { homeAttributes, homeSections, newsticker, promotions, sliders, testimonials, videos, webAccessories } from './home';
import { webPages } from './pages';
import { products } from './products';
import { loadRegions } from './regions';
import { holidays, pickupPoints, serviceCenters } from './service';
import { dealers, onlineStores } from './stores';
import { warrantyPolicies } from './warranty';

const { provinces, cities } = loadRegions();

/**
 * Everything the server seeds on first start, one array per table (see types.ts). Insert order:
 * provinces → cities → categories/brands → products → stores (dealers + onlineStores) → service
 * centres → pickup points → the rest. Deterministic: identical on every run.
 */
export const demoContent = {
  provinces,
  cities,
  categories,
  brands,
  products,
  dealers,
  onlineStores,
  serviceCenters,
  pickupPoints,
  holidays,
  warrantyPolicies,
  articles,
  jobVacancies,
  promotions,
  sliders,
  testimonials,
  newsticker,
  homeAttributes,
  homeSections,
  faqs,
  milestones,
  lotteryCampaigns: [lotteryCampaign, openLotteryCampaign],
  lotteryDraws: [...lotteryDraws, ...openLotteryDraws],
  companyProfile,
  siteFeatures,
  videos,
  webAccessories,
  webPages,
  giveaways,
};

export type DemoContent = typeof demoContent;
