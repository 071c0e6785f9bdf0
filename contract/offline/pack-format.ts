/**
 * The shape of a stored pack's content as one number, which the device can check without zod. A
 * pack is checked against contract/api/packs.ts when it downloads and is stored with this number;
 * a stored pack with another number came from an app version whose pack contract differs, so it
 * counts as outdated (offered again for download) and is never half-used.
 *
 * Change it whenever PackSchema changes: tests/contract/pack-format.test.ts fails until it is changed.
 */
export const PACK_FORMAT = 3;
