import { NotFoundState } from '@/components/not-found-state';

/** The main layout's catch-all: an unknown path shows the same not-found state as an unknown slug. */
export default function NotFoundPage() {
  return <NotFoundState />;
}
