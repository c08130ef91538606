import { Title } from '@mantine/core';

export function QuestionnairePage() {
  return <Title order={1}>Questionnaire</Title>;
}
