// The host-name rule lives in contracts: the web app uses it too (branding on the subdomain).
export { hostName, tenantSubdomain } from '@kaizen/contracts';
