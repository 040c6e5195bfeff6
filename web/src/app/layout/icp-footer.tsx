import { Anchor, Text } from '@mantine/core';
import { useConfig } from '../../api/get-config';
import classes from './layout.module.css';

/** docs/product.md: the footer holds only the registration (ICP) notice, and nothing when it is unset. */
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
