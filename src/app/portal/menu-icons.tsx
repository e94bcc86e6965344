/**
 * The side menu's four icons as plain SVG (the paths of @mui/icons-material, MIT licence):
 * MUI's SvgIcon would otherwise be brought into the portal's first load by these alone. Drawn
 * like SvgIcon's default: 1.5rem square, the text colour, hidden from screen readers.
 */
import type { CSSProperties } from 'react';

const STYLE: CSSProperties = {
  width: '1em',
  height: '1em',
  fontSize: '1.5rem',
  fill: 'currentColor',
  flexShrink: 0,
  display: 'inline-block',
  userSelect: 'none',
};

export type MenuIcon = () => React.JSX.Element;

function icon(...paths: string[]): MenuIcon {
  return function Icon() {
    return (
      <svg viewBox="0 0 24 24" style={STYLE} aria-hidden="true" focusable="false">
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const ListAltIcon = icon(
  'M19 5v14H5V5zm1.1-2H3.9c-.5 0-.9.4-.9.9v16.2c0 .4.4.9.9.9h16.2c.4 0 .9-.5.9-.9V3.9c0-.5-.5-.9-.9-.9M11 7h6v2h-6zm0 4h6v2h-6zm0 4h6v2h-6zM7 7h2v2H7zm0 4h2v2H7zm0 4h2v2H7z',
);
export const NotificationsIcon = icon(
  'M12 22c1.1 0 2-.9 2-2h-4c0 1.1.9 2 2 2m6-6v-5c0-3.07-1.63-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.64 5.36 6 7.92 6 11v5l-2 2v1h16v-1zm-2 1H8v-6c0-2.48 1.51-4.5 4-4.5s4 2.02 4 4.5z',
);
export const ArticleIcon = icon(
  'M19 5v14H5V5zm0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2',
  'M14 17H7v-2h7zm3-4H7v-2h10zm0-4H7V7h10z',
);
export const SearchIcon = icon(
  'M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14',
);
