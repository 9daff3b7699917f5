import { ServiceCenterPageRoute } from '../components/service-center-page-route';

/** /service-center-app/{slug}: the service centre's page in the app layout, links staying in it (decision 025). */
export default function ServiceCenterDetailAppPage() {
  return <ServiceCenterPageRoute app />;
}
