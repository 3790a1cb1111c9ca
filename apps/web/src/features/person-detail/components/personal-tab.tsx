import { Flex, Stack } from '@chakra-ui/react';
import { PersonDataPanel, usePersonDetail } from './person-data-panel';
import { PersonPhoto } from './person-photo';
import { CredentialsTag } from './person-tags';

/**
 * A guest's personal data in the guest chart (docs/behaviour/guest-chart.md#tabs): what the
 * person detail page shows of anybody, under the chart's header: the photo (managers change it),
 * the credentials, the account actions and the detail form.
 */
export function PersonalTab({ personalDataId }: { personalDataId: number }) {
  const { person, name, manager } = usePersonDetail(personalDataId);
  return (
    <Stack gap="8">
      {person && (
        <Flex gap="6" align="center" wrap="wrap">
          <PersonPhoto person={person} name={name} manager={manager} />
          <CredentialsTag generated={person.credentialGenerated} />
        </Flex>
      )}
      <PersonDataPanel personalDataId={personalDataId} />
    </Stack>
  );
}
