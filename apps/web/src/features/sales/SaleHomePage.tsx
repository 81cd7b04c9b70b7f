import { Navigate } from 'react-router';
import { useSession } from '../../app/session';
import { SaleListPage } from './SaleListPage';

/** Narrower than a tablet: a phone, where the sales table does not fit. */
const onPhone = () => typeof window !== 'undefined' && window.matchMedia('(max-width: 767px)').matches;

/** The home screen (/): the sales list; a deliverer on a phone gets 'Minhas entregas' instead. */
export function SaleHomePage() {
  const session = useSession();
  if (session.role === 'deliverer' && onPhone()) return <Navigate to="/entregas" replace />;
  return <SaleListPage />;
}
