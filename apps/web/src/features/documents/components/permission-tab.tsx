import type { DocumentRolePermission, DocumentStructure, Role } from '@care/api-client';
import { chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { roleLabelKey } from '../../../shared/roles';
import type { DocumentForm } from '../document-form';

/**
 * The permission tab: a row per role of the structure (hidden roles left out) with its W/R/N
 * choices; a role with a single choice is fixed. The current user's role is highlighted.
 */
export function PermissionTab({
  structure,
  permissions,
  onChange,
  currentRole,
  readOnly,
}: {
  structure: DocumentStructure;
  permissions: DocumentForm['permissions'];
  onChange: (role: Role, value: DocumentRolePermission) => void;
  currentRole: Role | undefined;
  readOnly: boolean;
}) {
  const { t, i18n } = useTranslation();
  const optionLabel = (value: DocumentRolePermission, label: string) =>
    i18n.exists(label) ? t(label) : t(`documents.permission.${value}`);
  return (
    <Stack gap="3">
      <Text color="fg.muted">{t('documents.permission.intro')}</Text>
      {structure.rolePermission
        .filter((row) => !row.hidden)
        .map((row) => {
          const mine = row.fieldName === currentRole;
          const fixed = row.fields.length <= 1;
          const current = permissions[row.fieldName] ?? row.value;
          const roleName = t(roleLabelKey(row.fieldName));
          return (
            <chakra.fieldset
              key={row.fieldName}
              borderWidth="1px"
              borderRadius="md"
              borderColor={mine ? 'care.primary' : 'border'}
              bg={mine ? 'care.primary/10' : undefined}
              px="4"
              py="3"
              m="0"
              disabled={readOnly || fixed}
            >
              <chakra.legend float="left" width="full" mb="2" p="0">
                <Flex gap="2" align="center" wrap="wrap">
                  <Text as="span" fontWeight="semibold">
                    {roleName}
                  </Text>
                  {mine && (
                    <Text
                      as="span"
                      textStyle="xs"
                      fontWeight="semibold"
                      px="2"
                      borderWidth="1px"
                      borderRadius="full"
                      borderColor="care.primary"
                      color="care.primary.fg"
                    >
                      {t('documents.permission.yourRole')}
                    </Text>
                  )}
                  {fixed && (
                    <Text as="span" textStyle="sm" color="fg.muted">
                      {t('documents.permission.fixed')}
                    </Text>
                  )}
                </Flex>
              </chakra.legend>
              <Flex gap="5" wrap="wrap" clear="both">
                {row.fields.map((option) => (
                  <chakra.label
                    key={option.value}
                    display="inline-flex"
                    alignItems="center"
                    gap="2"
                    minH="8"
                    cursor={readOnly || fixed ? 'not-allowed' : 'pointer'}
                  >
                    <chakra.input
                      type="radio"
                      name={`permission-${row.fieldName}`}
                      value={option.value}
                      checked={current === option.value}
                      onChange={() => onChange(row.fieldName, option.value)}
                      width="4"
                      height="4"
                      accentColor="care.primary"
                    />
                    {optionLabel(option.value, option.label)}
                  </chakra.label>
                ))}
              </Flex>
            </chakra.fieldset>
          );
        })}
    </Stack>
  );
}
