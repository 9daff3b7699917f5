import { DealerPageRoute } from '../components/dealer-page-route';

/** /dealer/{slug}: one offline dealer's page in the site layout (decision 025). */
export default function DealerPage() {
  return <DealerPageRoute />;
}
