import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

/** An MUI link that navigates inside the app. */
export function Link({ to, ...props }: Omit<MuiLinkProps, 'href'> & { to: string }) {
  return <MuiLink component={RouterLink} to={to} {...props} />;
}
