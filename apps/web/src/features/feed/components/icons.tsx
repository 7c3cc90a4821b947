import { lineIconProps } from '../../../components/ui/icon-props';

const common = { ...lineIconProps, className: 'size-5' };

export function ExpandIcon() {
  return (
    <svg {...common}>
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    </svg>
  );
}

export function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg {...common} fill={filled ? 'currentColor' : 'none'}>
      <path d="M6 4h12v17l-6-4-6 4z" />
    </svg>
  );
}

export function ShareIcon() {
  return (
    <svg {...common}>
      <path d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" />
    </svg>
  );
}

export function CheckIcon() {
  return (
    <svg {...common} className="size-4">
      <path d="M5 12l5 5 9-10" />
    </svg>
  );
}
