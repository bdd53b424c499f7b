/**
 * Placeholder addresses on the reserved .invalid domain (RFC 2606): family members, erased
 * people. They reach nobody, so no document or message prints them as a way to reach a person.
 */
export const isPlaceholderEmail = (email: string): boolean => /\.invalid$/i.test(email.trim());
