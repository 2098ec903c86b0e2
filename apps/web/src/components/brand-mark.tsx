export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="var(--mantine-color-brand-9)" />
      <path d="M9 9h14v14H9z" fill="none" stroke="#fff" strokeWidth="2.5" />
      <path d="M9 16h14M16 9v14" stroke="#fff" strokeWidth="2" />
    </svg>
  );
}
