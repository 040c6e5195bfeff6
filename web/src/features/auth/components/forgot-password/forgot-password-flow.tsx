import { useState } from 'react';
import { Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../../api/get-config';
import { CodeStep } from './code-step';
import { EmailStep } from './email-step';
import { PasswordStep } from './password-step';

interface FlowState {
  step: 0 | 1 | 2;
  email: string;
  expiresInMinutes?: number;
  resetToken: string;
}

const COMPACT_STYLES = {
  steps: { flexWrap: 'nowrap' },
  step: { flexShrink: 0 },
  stepBody: { marginInlineStart: 6 },
  stepLabel: { whiteSpace: 'nowrap', fontSize: 'var(--mantine-font-size-xs)' },
  separator: { marginInline: 6, minWidth: 16 },
} as const;

/** docs/product.md: email, then code verified (yields a reset token), then a new password. */
export function ForgotPasswordFlow() {
  const { t } = useTranslation();
  const config = useConfig();
  // Three labelled steps do not fit a 360 px phone on one line: there only the current step is named.
  const compact = useMediaQuery('(max-width: 40em)');
  const [state, setState] = useState<FlowState>({ step: 0, email: '', resetToken: '' });
  const minutes = state.expiresInMinutes ?? config.data?.resetCodeMinutes ?? 10;

  return (
    <Stepper
      active={state.step}
      size="sm"
      allowNextStepsSelect={false}
      // On a phone each label stays on one line and the connectors keep a visible length between them.
      styles={compact ? COMPACT_STYLES : undefined}
    >
      <Stepper.Step
        label={compact && state.step !== 0 ? undefined : t('forgot.stepEmail')}
        description={compact ? undefined : t('forgot.stepEmailDescription')}
      >
        <EmailStep
          initialEmail={state.email}
          onCodeSent={(email, expiresInMinutes) =>
            setState({ step: 1, email, expiresInMinutes, resetToken: '' })
          }
        />
      </Stepper.Step>
      <Stepper.Step
        label={compact && state.step !== 1 ? undefined : t('forgot.stepCode')}
        description={compact ? undefined : t('forgot.stepCodeDescription')}
      >
        <CodeStep
          email={state.email}
          expiresInMinutes={minutes}
          onVerified={(resetToken) => setState((s) => ({ ...s, step: 2, resetToken }))}
          onChangeEmail={() => setState((s) => ({ ...s, step: 0 }))}
          onResent={(expiresInMinutes) => setState((s) => ({ ...s, expiresInMinutes }))}
        />
      </Stepper.Step>
      <Stepper.Step
        label={compact && state.step !== 2 ? undefined : t('forgot.stepPassword')}
        description={compact ? undefined : t('forgot.stepPasswordDescription')}
      >
        <PasswordStep email={state.email} resetToken={state.resetToken} />
      </Stepper.Step>
    </Stepper>
  );
}
