import { ProfileView } from '@/features/accounts/routes/profile';
import { RecentlyViewed } from '@/features/catalogue/saved/recently-viewed';

/**
 * `/profile`: the account (src/features/accounts) with the products this device viewed last (the catalogue's,
 * kept on the device), composed here because the page spans two features (docs/decisions/200-code-structure.md).
 */
export default function ProfilePage() {
  return <ProfileView below={<RecentlyViewed limit={8} />} />;
}
