import { careersDataset } from '../features/careers/offline/careers-dataset';
import { catalogueDataset } from '../features/catalogue/offline/catalogue-dataset';
import { companyDataset } from '../features/company/offline/company-dataset';
import { contentDataset } from '../features/content/offline/content-dataset';
import { dealersDataset, regionsDataset } from '../features/dealers/offline/dealers-dataset';
import { serviceCentersDataset } from '../features/service/offline/service-dataset';
import { registerOfflineDataset } from '../offline/offline-datasets';

// The app composes the features' offline datasets (features may not import each other, decision 101).
export function registerOfflineDatasets(): void {
  for (const dataset of [
    catalogueDataset,
    contentDataset,
    careersDataset,
    companyDataset,
    dealersDataset,
    serviceCentersDataset,
    regionsDataset,
  ])
    registerOfflineDataset(dataset);
}
