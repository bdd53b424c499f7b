import { DEFAULT_AVATAR } from '@kaizen/contracts';

/**
 * An expert's photo, or, when they have none (SPEC §5 default avatar), their initials on a calm
 * tint chosen from the name, so a list of experts without photos still tells people apart.
 * Decorative for screen readers: the name is always written next to it.
 */
export function ProviderAvatar({
  photoUrl,
  firstname,
  lastname,
  size = 'md',
}: {
  photoUrl: string;
  firstname: string;
  lastname: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  const className = `avatar avatar--${size}`;
  if (photoUrl && photoUrl !== DEFAULT_AVATAR) {
    return <img className={className} src={photoUrl} alt="" loading="lazy" decoding="async" />;
  }
  const initials = `${firstname.charAt(0)}${lastname.charAt(0)}`.toUpperCase();
  const tint = [...`${firstname}${lastname}`].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % 5;
  return (
    <span className={`${className} avatar--initials avatar--tint-${tint}`} aria-hidden="true">
      {initials}
    </span>
  );
}
