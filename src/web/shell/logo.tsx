import { brandGold } from './theme';

/** The workshop's mark: a gold ring with a stone; same drawing as the favicon. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="38" r="15" fill="none" stroke={brandGold} strokeWidth="6" />
      <path d="M32 9l9 9-9 9-9-9z" fill="#f6d98b" />
      <path d="M32 9l9 9h-18z" fill="#fff3cf" />
    </svg>
  );
}
