import { ServiceCenterPageRoute } from '../components/service-center-page-route';

/** /service-center/{slug}: one service centre's page in the site layout (decision 025). */
export default function ServiceCenterDetailPage() {
  return <ServiceCenterPageRoute />;
}
