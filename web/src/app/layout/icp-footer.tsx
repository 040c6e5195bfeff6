import { Anchor, Text } from '@mantine/core';
import { useConfig } from '../../api/get-config';
import classes from './layout.module.css';

/** SPEC §1: the footer holds only the website-registration (ICP) notice, and nothing when it is unset. */
export function IcpFooter() {
  const { data } = useConfig();
  const license = data?.icpLicense;
  if (!license) return null;
  return (
    <footer className={classes.footer}>
      <Text size="xs" c="dimmed" ta="center">
        {data.icpLink ? (
          <Anchor href={data.icpLink} target="_blank" rel="noopener noreferrer" c="dimmed" inherit>
            {license}
          </Anchor>
        ) : (
          license
        )}
      </Text>
    </footer>
  );
}
