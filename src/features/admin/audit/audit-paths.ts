/** Where the audit log lives, and a link to it filtered to one subject (user:7, category:3). */
export const ADMIN_AUDIT_PATH = '/admin/audit';

export const auditPathFor = (subject: string): string => `${ADMIN_AUDIT_PATH}?${new URLSearchParams({ subject }).toString()}`;
