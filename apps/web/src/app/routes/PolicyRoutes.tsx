import { PolicyPage } from '../../features/consents/pages/PolicyPage';

// The published, versioned documents (GET /api/policies/...): public, one small lazy chunk.
export const TermsRoute = () => <PolicyPage type="tnc" />;
export const PrivacyPolicyRoute = () => <PolicyPage type="privacy_policy" />;
