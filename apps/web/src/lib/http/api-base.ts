/** SPEC §7: every call goes under the API base. */
export const API_BASE = '/api';
