import { ROLES, type RoleCode } from './roles.js';

/** Months in one subscription term; prices below are per term. */
export const TERM_MONTHS = 12;

export const PACKAGE_IDS = ['basic', 'pro', 'premium'] as const;
export type PackageId = (typeof PACKAGE_IDS)[number];

/** The extension's features, in the order the product presents them. */
export const PACKAGE_FEATURES = [
  'modelling',
  'connectors',
  'nesting',
  'gcode',
  'packing',
  'materials',
  'layout',
] as const;
export type PackageFeature = (typeof PACKAGE_FEATURES)[number];

export interface PackageDefinition {
  id: PackageId;
  accountType: RoleCode;
  /** USD cents per term; the server is the only source of what is charged. */
  priceUsdCents: number;
  /** `null` means unlimited. */
  cloudSaves: number | null;
  cncTools: number;
  features: readonly PackageFeature[];
  purchasable: boolean;
}

export const PACKAGES: Record<PackageId, PackageDefinition> = {
  basic: {
    id: 'basic',
    accountType: ROLES.free,
    priceUsdCents: 0,
    cloudSaves: 20,
    cncTools: 2,
    features: ['modelling', 'connectors', 'materials'],
    purchasable: false,
  },
  pro: {
    id: 'pro',
    accountType: ROLES.pro,
    priceUsdCents: 59_900,
    cloudSaves: 50,
    cncTools: 6,
    features: ['modelling', 'connectors', 'materials', 'nesting', 'gcode', 'packing'],
    purchasable: true,
  },
  premium: {
    id: 'premium',
    accountType: ROLES.premium,
    priceUsdCents: 79_900,
    cloudSaves: null,
    cncTools: 21,
    features: PACKAGE_FEATURES,
    purchasable: true,
  },
};

/** The packages an order buys; Basic is free. */
export const SOLD_PACKAGES = ['pro', 'premium'] as const satisfies readonly PackageId[];
export type SoldPackage = (typeof SOLD_PACKAGES)[number];

export function isSoldPackage(value: unknown): value is SoldPackage {
  return (SOLD_PACKAGES as readonly unknown[]).includes(value);
}

export function isPurchasablePackage(value: unknown): value is PackageId {
  return (PACKAGE_IDS as readonly unknown[]).includes(value) && PACKAGES[value as PackageId].purchasable;
}
