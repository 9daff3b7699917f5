import * as accounts from './accounts';
import * as campaign from './campaign';
import * as careers from './careers';
import * as catalogue from './catalogue';
import * as content from './content';
import * as dealers from './dealers';
import type { Endpoint } from './define';
import * as forms from './forms';
import * as home from './home';
import * as offline from './offline';
import * as pickers from './pickers';
import * as regions from './regions';
import * as search from './search';
import * as service from './service';
import * as site from './site';
import * as studio from './studio';
import * as studioAccount from './studio-account';
import * as studioInbox from './studio-inbox';
import * as studioLottery from './studio-lottery';
import * as studioMedia from './studio-media';
import * as studioPermissions from './studio-permissions';
import * as studioPrivacy from './studio-privacy';
import * as studioRegions from './studio-regions';
import * as studioWarrantyClaims from './studio-warranty-claims';
import * as submissionStatus from './submission-status';
import * as webVitals from './web-vitals';

// Every endpoint of the content API, for whoever needs the whole table: the OpenAPI completeness test,
// the service worker's cache classes and outbox rule (plain data: no zod, no contract module), the docs.

export const ALL_ENDPOINTS: readonly Endpoint[] = [
  ...Object.values(catalogue),
  ...Object.values(pickers),
  ...Object.values(search),
  ...Object.values(home),
  ...Object.values(site),
  ...Object.values(dealers),
  ...Object.values(regions),
  ...Object.values(service),
  ...Object.values(content),
  ...Object.values(careers),
  ...Object.values(campaign),
  ...Object.values(forms),
  ...Object.values(submissionStatus),
  ...Object.values(accounts),
  ...Object.values(studio),
  ...Object.values(studioAccount),
  ...Object.values(studioInbox),
  ...Object.values(studioLottery),
  ...Object.values(studioMedia),
  ...Object.values(studioPermissions),
  ...Object.values(studioPrivacy),
  ...Object.values(studioRegions),
  ...Object.values(studioWarrantyClaims),
  ...Object.values(offline),
  ...Object.values(webVitals),
];
