import type { Decorator } from '@storybook/react-vite';
import { useChakraContext } from '@chakra-ui/react';
import { ClassNames } from '@emotion/react';
import type { ReactNode } from 'react';
import { FORM_CLASSES, formStyles } from './form-styles';

/**
 * For the stories of the field building blocks: the renderer's styles around them, as a
 * {@link FormRenderer} gives its fields.
 */
export function StoryForm({ children }: { children: ReactNode }) {
  const system = useChakraContext();
  return (
    <ClassNames>
      {({ css }) => (
        <div
          className={`${FORM_CLASSES.form} ${css(formStyles(system))}`}
          style={{ maxWidth: 480 }}
        >
          {children}
        </div>
      )}
    </ClassNames>
  );
}

/** The stories' decorator: the story inside {@link StoryForm}. */
export const inStoryForm: Decorator = (Story) => (
  <StoryForm>
    <Story />
  </StoryForm>
);

/** The control of a `size` arg: the four field sizes. */
export const SIZE_ARG = { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } as const;
