import { Alert, chakra } from '@chakra-ui/react';

/** Props of {@link ContrastWarnings}. */
export interface ContrastWarningsProps {
  /** The note's title and accessible name, e.g. "Some texts may be hard to read". */
  title: string;
  /**
   * One translated line per text/background pair below the minimum, e.g. "Secondary text on
   * Page: contrast 1.36:1, at least 4.5:1 is recommended."; each with a key unique in the list.
   */
  warnings: readonly { readonly key: string; readonly text: string }[];
}

/**
 * A contrast guard's findings: a visible note that never blocks anything (a user may need a
 * theme the guard does not like). Renders nothing when there are no warnings.
 */
export function ContrastWarnings({ title, warnings }: ContrastWarningsProps) {
  if (warnings.length === 0) return null;
  return (
    <Alert.Root status="warning" role="note" aria-label={title}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          <chakra.ul ps="5" listStyleType="disc">
            {warnings.map((warning) => (
              <li key={warning.key}>{warning.text}</li>
            ))}
          </chakra.ul>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
