import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocale } from '../../../lib/i18n/locale';
import { SIGN_INS_LISTED } from '../../../shared/api-types/account';
import { accountApi, accountKeys } from './account-api';
import { SettingsSection } from './settings-section';

/** The last sign-ins: when (in the reader's locale and zone), the browser and system, and which is this one. */
export function SignInsSection() {
  const signIns = useQuery({ queryKey: accountKeys.signIns, queryFn: accountApi.signIns });
  const locale = useLocale();
  const when = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    [locale],
  );
  const items = signIns.data?.items;
  return (
    <SettingsSection
      title="Recent sign-ins"
      description={`The last ${SIGN_INS_LISTED}. One you do not recognise? Change your password.`}
      busy={signIns.isPending}
      error={signIns.isError ? 'Your recent sign-ins could not be loaded.' : undefined}
      onRetry={() => void signIns.refetch()}
    >
      {!items ? (
        <Stack spacing={1}>
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={48} />
        </Stack>
      ) : items.length === 0 ? (
        <Typography color="text.secondary">
          No sign-ins recorded yet. The next time you sign in, it is listed here.
        </Typography>
      ) : (
        <List aria-label="Recent sign-ins" disablePadding>
          {items.map((item, index) => (
            <ListItem
              // The list is replaced whole, never reordered: its order is its identity.
              key={index}
              disableGutters
              divider={index < items.length - 1}
              sx={{ gap: 2 }}
            >
              <ListItemText
                primary={item.device}
                secondary={<time dateTime={item.at}>{when.format(new Date(item.at))}</time>}
              />
              {item.current && (
                <Chip label="This session" size="small" color="primary" variant="outlined" />
              )}
            </ListItem>
          ))}
        </List>
      )}
    </SettingsSection>
  );
}
