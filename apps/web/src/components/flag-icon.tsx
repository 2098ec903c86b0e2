import type { Language } from '@oneclick/shared';

const STAR = 'M12 4.2l1.9 5.8h6.1l-4.9 3.6 1.9 5.8-5-3.6-5 3.6 1.9-5.8L4 10h6.1z';

/** Small flags drawn inline: no image requests, crisp at any size. */
export function FlagIcon({ language, size = 24 }: { language: Language; size?: number }) {
  const height = (size * 2) / 3;
  return (
    <svg width={size} height={height} viewBox="0 0 24 16" aria-hidden="true" focusable="false">
      {language === 'vi' && (
        <>
          <rect width="24" height="16" fill="#da251d" />
          <path d={STAR} transform="translate(2.4 -0.6) scale(0.8)" fill="#ffcd00" />
        </>
      )}
      {language === 'th' && (
        <>
          <rect width="24" height="16" fill="#a51931" />
          <rect y="2.67" width="24" height="10.67" fill="#f4f5f8" />
          <rect y="5.33" width="24" height="5.33" fill="#2d2a4a" />
        </>
      )}
      {language === 'en-US' && (
        <>
          <rect width="24" height="16" fill="#fff" />
          {[0, 2, 4, 6, 8, 10, 12].map((stripe) => (
            <rect key={stripe} y={stripe * 1.23} width="24" height="1.23" fill="#b22234" />
          ))}
          <rect width="10.4" height="8.6" fill="#3c3b6e" />
        </>
      )}
    </svg>
  );
}
