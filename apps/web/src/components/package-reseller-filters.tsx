import { PackageSelect } from './package-select';
import { ResellerSelect } from './reseller-select';

/** What a staff list is narrowed to: a package, and (admins) a reseller; undefined for all. */
export interface PackageResellerFilter {
  accountType?: number;
  resellerId?: string;
}

interface PackageResellerFiltersProps {
  labels: { package: string; reseller: string; all: string };
  /** Admins narrow by reseller too; a reseller's lists are theirs already. */
  byReseller: boolean;
  /** The list's query as its schema's input types it (the package arrives from the address as text). */
  value: { accountType?: unknown; resellerId?: string };
  onChange: (change: PackageResellerFilter) => void;
}

/**
 * A staff list's package and reseller filters, side by side in the caller's row, which they share
 * with its other filters: each grows from its own width, so no choice fills its select to the pixel.
 */
export function PackageResellerFilters({ labels, byReseller, value, onChange }: PackageResellerFiltersProps) {
  return (
    <>
      <div style={{ flex: '1 1 auto' }}>
        <PackageSelect
          label={labels.package}
          anyLabel={labels.all}
          value={value.accountType === undefined ? '' : String(value.accountType)}
          onChange={(next) => onChange({ accountType: next === '' ? undefined : Number(next) })}
        />
      </div>
      {byReseller && (
        <div style={{ flex: '1 1 240px' }}>
          <ResellerSelect
            label={labels.reseller}
            noneLabel={labels.all}
            value={value.resellerId ?? null}
            onChange={(resellerId) => onChange({ resellerId: resellerId ?? undefined })}
          />
        </div>
      )}
    </>
  );
}
