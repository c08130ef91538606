import { formatAbn, formatAcn, resultName, type TBusinessSearchResult } from '@app/domain';
import { Radio, Stack, Text } from '@mantine/core';

/** One register entry as a choice: name, numbers, type, place and the names it trades as. */
export function BusinessResultOption({ result }: { result: TBusinessSearchResult }) {
  const abn = result.ABN.identifierValue;
  const place = result.mainBusinessPhysicalAddress;
  const trading = result.businessName
    .map((n) => n.organisationName ?? n.fullName)
    .filter((n): n is string => Boolean(n));
  return (
    <Radio
      value={abn}
      label={<Text fw={600}>{resultName(result)}</Text>}
      description={
        <Stack gap={0} component="span">
          <span>
            ABN {formatAbn(abn)}
            {result.ASICNumber ? ` · ACN ${formatAcn(result.ASICNumber)}` : ''}
          </span>
          <span>
            {result.entityType} · {place.stateCode} {place.postcode}
          </span>
          {trading.length > 0 && <span>Trading as {trading.join(', ')}</span>}
        </Stack>
      }
      styles={{ body: { alignItems: 'flex-start' }, labelWrapper: { minWidth: 0 } }}
    />
  );
}
