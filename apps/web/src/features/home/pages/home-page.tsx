import { useSignedInUser } from '../../../lib/session';
import { CustomerHome } from '../components/customer-home';
import { LawyerDashboard } from '../components/lawyer-dashboard';

/** '/': a welcome for customers, the dashboard for lawyers (SPEC §2.2). */
export function HomePage() {
  const user = useSignedInUser();
  return user.isLawyer ? <LawyerDashboard /> : <CustomerHome user={user} />;
}
