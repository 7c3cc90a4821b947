import { useEffect, useRef, useState } from 'react';
import { avatarInitial, safePhotoUrl } from '../lib/avatar-initial';

interface AvatarProps {
  name: string | null | undefined;
  email: string;
  photoUrl?: string | null;
  /** Tailwind size and text classes: the circle's size and the letter's. */
  className?: string;
}

/** A round avatar: the photo when there is one that loads, else the first letter of the name or e-mail. */
export function Avatar({ name, email, photoUrl, className = 'size-9 text-base' }: AvatarProps) {
  const photo = safePhotoUrl(photoUrl);
  const [failed, setFailed] = useState<string | null>(null);
  const imgRef = useRef<HTMLImageElement>(null);

  // A photo that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const img = imgRef.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(img.getAttribute('src'));
  }, [photo]);

  const base = `inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full ${className}`;
  if (photo && failed !== photo) {
    return (
      <img
        ref={imgRef}
        src={photo}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setFailed(photo)}
        className={`${base} bg-slate-200 object-cover`}
      />
    );
  }
  return (
    <span aria-hidden="true" className={`${base} bg-brand-700 font-semibold text-white`}>
      {avatarInitial(name, email)}
    </span>
  );
}
