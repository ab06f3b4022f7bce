import { Alert } from 'antd';
import type { PathProblem } from '../devtool-api';

/** The server's problems with a schema, each at its JSON pointer, as one error. */
export function ProblemList({ title, problems }: { title: string; problems: readonly PathProblem[] }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid="codegen-problems"
      message={title}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {problems.map((problem, i) => (
            <li key={i}>
              <code>{problem.path || '/'}</code> {problem.message}
            </li>
          ))}
        </ul>
      }
    />
  );
}
