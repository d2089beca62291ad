import { imageUrl } from '../lib/format/image-url.ts';

interface AvatarProps {
  name: string;
  imageId: string | null;
  size: number;
}

/** A round portrait; the initial on a tinted disc when the person has none. */
export function Avatar({ name, imageId, size }: AvatarProps) {
  if (imageId) {
    return <img className="avatar" src={imageUrl(imageId)} alt={name} width={size} height={size} />;
  }
  return (
    <span
      className="avatar avatar--initial"
      style={{ width: size, height: size, fontSize: size / 2 }}
      aria-label={name}
      role="img"
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
