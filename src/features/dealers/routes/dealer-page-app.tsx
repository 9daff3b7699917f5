import { DealerPageRoute } from '../components/dealer-page-route';

/** /authorized-store-app/{slug}: the dealer's page in the app layout, links staying in it (decision 025). */
export default function DealerPageApp() {
  return <DealerPageRoute app />;
}
