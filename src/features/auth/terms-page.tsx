import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { Logo } from '../../components/brand/logo';
import { SIGN_INS_LISTED } from '../../shared/api-types/account';
import { paths } from '../../shared/paths';
import { Link } from './link';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={1.5}>{children}</Stack>
    </Box>
  );
}

/** A list of short facts, as a screen reader announces a list. */
function Facts({ items }: { items: ReactNode[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 3, '& li + li': { mt: 0.75 } }}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Box>
  );
}

/**
 * The terms of use and what Lectern keeps (`/terms`): public, signed in or not, rendered ahead
 * like the other public pages. What it says about children follows ADR 026, about sign-ins ADR
 * 027, about sessions ADR 017, about logs ADR 018: change them together.
 */
export function TermsPage() {
  useEffect(() => {
    document.title = 'Terms of use and privacy · Lectern';
  }, []);
  return (
    <Box
      component="main"
      sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, sm: 6 } }}
    >
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 720 }}>
        <Logo size="large" />
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={3}>
            <div>
              <Typography variant="h2" component="h1">
                Terms of use and privacy
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                In plain words: what you agree to when you use Lectern, and what it keeps about you
                and your students.
              </Typography>
            </div>

            <Section title="Who runs Lectern">
              <Typography>
                Your school (or the organisation that gave you your account) runs this Lectern and
                decides who may use it. Questions about your account or your data go to the person
                who looks after Lectern there.
              </Typography>
            </Section>

            <Section title="Using Lectern">
              <Facts
                items={[
                  'Use Lectern to plan and run your teaching: classes, assignments, rosters and marks.',
                  'Your account is yours alone. Keep your password to yourself, and sign out on shared computers.',
                  'Record only what you need about your students, and follow your school’s rules on pupil data.',
                  'Do not try to reach other people’s accounts or data, or to disturb the service.',
                  'Lectern is provided as it is. Keep your own copy of anything you cannot afford to lose.',
                ]}
              />
            </Section>

            <Section title="What Lectern keeps about you">
              <Facts
                items={[
                  'Your name, e-mail address, school (if you give it) and the day you started teaching (if you give it). You can change your name and school in Settings.',
                  'Your password, only as a one-way hash: nobody, not even the school, can read it.',
                  'Your sessions: a cookie that keeps you signed in. A session ends after a while without use, and in any case after a fixed time.',
                  `Your recent sign-ins: when, and which browser and system (such as “Firefox on Windows”), so you can spot one that was not you. No address and no place. The last ${SIGN_INS_LISTED}, for at most 90 days.`,
                  'The devices you signed in on, as a random cookie, so that someone guessing your password elsewhere cannot lock you out. Forgotten after a year unused.',
                  'Failed sign-ins, to slow down guessing: forgotten after a day.',
                  'Your classes, assignments and rosters, until you delete them.',
                  'Your colour scheme and time zone, in cookies on your device that Lectern reads to show the right colours and times.',
                  'What you are typing in a form, in your browser only, so that an ended session loses nothing: until it is saved, you sign out, or 12 hours pass. Never a password.',
                ]}
              />
              <Typography>
                The server’s log records events such as a sign-in with your account’s number and the
                network address it came from, to keep Lectern safe; never your password, and never
                your students’ names. Your school decides how long it keeps its logs.
              </Typography>
            </Section>

            <Section title="What Lectern keeps about children">
              <Facts
                items={[
                  'For each student on a roster: first and last name, the school’s student number if you use one, and your notes (at most 500 characters).',
                  'Their work on your assignments, as you record it: handed in or not, marks and comments.',
                  'Nothing else: no birth date, address, photo or contact details. Children never sign in.',
                  'Only you see your students, after signing in. Their names never appear in Lectern’s logs.',
                ]}
              />
            </Section>

            <Section title="Deleting">
              <Facts
                items={[
                  'A class, assignment or student you delete disappears at once; you can undo it for a short while, and it is erased for good a day later. Deleting a class erases its roster and assignments with it.',
                  'Once erased, a student’s name, notes, marks and comments (with their history) leave the database’s files within a further day. The database’s log of recent changes, kept for recovery, holds them until it is overwritten, and your school’s backups for as long as it keeps them: ask the person who runs Lectern there.',
                  'In Settings you can download everything Lectern keeps for you — your account, classes, rosters, assignments, work, marks, comments and recent sign-ins — as one file, and delete your account: everything in it is erased at once, and leaves the database’s files within a day, as above.',
                  'A student’s page exports their whole record (their details, your notes, their work and its history), for a parent who asks or a school they move to.',
                  'A roster, record or archive you export is your copy, and your responsibility.',
                ]}
              />
            </Section>

            <Typography color="text.secondary">Last changed on 28 November 2026.</Typography>
          </Stack>
        </Paper>
        <Typography component="div" color="text.secondary" sx={{ textAlign: 'center' }}>
          <Link to={paths.root}>Back to Lectern</Link>
        </Typography>
      </Stack>
    </Box>
  );
}
