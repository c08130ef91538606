import { ActionIcon, Badge, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';

type TProps = {
  codes: string[];
  /** Resolves with the refusal message, or null once the code is applied. */
  onApply: (code: string) => Promise<string | null>;
  onRemove: (code: string) => void;
  disabled?: boolean;
};

/** Enter a coupon; the server decides whether it applies and says why not. */
export function CouponBox({ codes, onApply, onRemove, disabled }: TProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);

  const apply = async () => {
    const trimmed = code.trim().toUpperCase();
    if (!trimmed) {
      setError('Enter a coupon code.');
      return;
    }
    if (codes.includes(trimmed)) {
      setError('This coupon is already applied.');
      return;
    }
    // One coupon per purchase: a code that applies replaces the one before.
    setApplying(true);
    const refusal = await onApply(trimmed);
    setApplying(false);
    setError(refusal);
    if (!refusal) setCode('');
  };

  return (
    <Stack gap="xs">
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label="Coupon code"
          description={
            codes.length > 0
              ? `One coupon per purchase: a new code replaces ${codes.join(', ')}.`
              : undefined
          }
          value={code}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void apply();
            }
          }}
          error={error}
          disabled={disabled}
          style={{ flex: 1 }}
          autoComplete="off"
        />
        <Button
          variant="default"
          mt={codes.length > 0 ? 45 : 25}
          onClick={() => void apply()}
          loading={applying}
          disabled={disabled}
        >
          Apply
        </Button>
      </Group>
      {codes.length > 0 && (
        <Group gap="xs" aria-label="Applied coupons">
          {codes.map((applied) => (
            <Badge
              key={applied}
              variant="light"
              color="teal"
              rightSection={
                <ActionIcon
                  size="xs"
                  variant="transparent"
                  color="teal"
                  aria-label={`Remove coupon ${applied}`}
                  onClick={() => onRemove(applied)}
                  disabled={disabled}
                >
                  <IconX size={12} aria-hidden="true" />
                </ActionIcon>
              }
            >
              {applied}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
