import type { Database } from '../db/client';
import {
  companyProfile,
  faqs,
  giveaways,
  lotteryCampaigns,
  lotteryDraws,
  milestones,
  siteFeatures,
  videos,
  warrantyPolicies,
  webAccessories,
  webPages,
} from '../db/schema';
import type {
  CompanyProfileRow,
  FaqEntryRow,
  GiveawayRow,
  LotteryCampaignRow,
  LotteryDrawRow,
  MilestoneRow,
  SiteFeatureRow,
  VideoRow,
  WarrantyPolicyRow,
  WebAccessoryRow,
  WebPageRow,
} from './content/types';
import { insertInChunks } from './insert-in-chunks';
import { resetSerial } from './reset-serial';

export type CompanyContent = {
  faqs?: FaqEntryRow[];
  milestones?: MilestoneRow[];
  warrantyPolicies?: WarrantyPolicyRow[];
  lotteryCampaigns?: LotteryCampaignRow[];
  lotteryDraws?: LotteryDrawRow[];
  companyProfile?: CompanyProfileRow;
  siteFeatures?: SiteFeatureRow[];
  videos?: VideoRow[];
  webAccessories?: WebAccessoryRow[];
  webPages?: WebPageRow[];
  giveaways?: GiveawayRow[];
};

/** Company, support and campaign content (brands must be seeded first: warranty and giveaways refer to them). */
export async function seedCompany(db: Database, content: CompanyContent) {
  await insertInChunks(content.faqs ?? [], (chunk) => db.insert(faqs).values(chunk));
  await insertInChunks(content.milestones ?? [], (chunk) => db.insert(milestones).values(chunk));
  await insertInChunks(content.warrantyPolicies ?? [], (chunk) => db.insert(warrantyPolicies).values(chunk));
  await insertInChunks(content.lotteryCampaigns ?? [], (chunk) => db.insert(lotteryCampaigns).values(chunk));
  await insertInChunks(content.lotteryDraws ?? [], (chunk) => db.insert(lotteryDraws).values(chunk));
  if (content.companyProfile) await db.insert(companyProfile).values(content.companyProfile);
  await insertInChunks(content.siteFeatures ?? [], (chunk) => db.insert(siteFeatures).values(chunk));
  await insertInChunks(content.videos ?? [], (chunk) => db.insert(videos).values(chunk));
  await insertInChunks(content.webAccessories ?? [], (chunk) => db.insert(webAccessories).values(chunk));
  await insertInChunks(content.webPages ?? [], (chunk) => db.insert(webPages).values(chunk));
  await insertInChunks(content.giveaways ?? [], (chunk) => db.insert(giveaways).values(chunk));
  for (const table of ['faqs', 'lottery_campaigns', 'site_features', 'videos']) await resetSerial(db, table);
}
