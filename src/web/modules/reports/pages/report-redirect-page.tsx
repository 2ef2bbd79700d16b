import { Navigate } from '@tanstack/react-router';

/** `/report`: the reports open on the dashboard. */
export function ReportRedirectPage() {
  return <Navigate to="/report/dashboard" replace />;
}
