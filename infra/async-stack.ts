import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { ConfigurationSet, EmailSendingEvent, EventDestination } from 'aws-cdk-lib/aws-ses';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Queue, QueueEncryption, type IQueue } from 'aws-cdk-lib/aws-sqs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription, SqsSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { feedbackTopicVariable } from '#functions/newsletters/feedback/create-ses-feedback-consumer.ts';
import { edgeDistributionParameterVariable } from '#shared/ports/edge-cache.ts';
import { mailConfigurationSetVariable } from '#shared/ports/mailer.ts';
import { newsletterSendRateVariable } from '#shared/queues/newsletter-send-job.ts';
import { edgeDistributionParameterName } from './edge-distribution.ts';
import { parameterArn } from './function-config.ts';
import { functions } from './functions.ts';
import { acknowledge, nagAttribute } from './nag.ts';
import { FolioFunction, usesUploads } from './folio-function.ts';
import type { SharedUploads } from './shared-uploads.ts';
import { queues, type QueueName, type QueueSpec } from './queues.ts';
import type { FolioSettings } from './settings.ts';
import type { SharedTable } from './shared-table.ts';

export interface AsyncStackProps extends StackProps {
  settings: FolioSettings;
  table: SharedTable;
  /** The session signing key: the newsletter sender derives the one-click links' key from it. */
  sessionSecret: ISecret;
  /** The uploads bucket: the newsletter sender writes subscriber exports there (decision 170). */
  sharedUploads: SharedUploads;
}

const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());

/** Each newsletter sender invocation's share of the configured rate (the queue's maxConcurrency run at once). */
const newsletterRate = (settings: FolioSettings) =>
  settings.newsletterSendRatePerSecond /
  (queues.find((spec) => spec.name === 'newsletter-send')?.maxConcurrency ?? 1);

/** The queues of infra/queues.ts, each with its DLQ and alarm, and the Lambdas that consume them. */
export class AsyncStack extends Stack {
  readonly queues = new Map<QueueName, IQueue>();
  readonly deadLetterQueues = new Map<QueueName, IQueue>();
  /** Each queue's consumer (the web stack lets the content-events one invalidate its distribution). */
  readonly consumers = new Map<QueueName, IFunction>();
  readonly alarmTopic: Topic;
  /** The newsletter sender's SES configuration set and the topic of its events (decision 163). */
  readonly newsletterConfigurationSet: ConfigurationSet;
  /** The email consumer's (sign-in and account e-mail): its bounces and complaints suppress the address too. */
  readonly transactionalConfigurationSet: ConfigurationSet;
  readonly sesFeedbackTopic: Topic;

  constructor(scope: Construct, id: string, props: AsyncStackProps) {
    super(scope, id, props);

    // Not KMS-encrypted: CloudWatch cannot publish to a topic under the AWS-managed SNS key, and alarm
    // messages hold only alarm names and states.
    this.alarmTopic = new Topic(this, 'Alarms', { displayName: 'Folio alarms', enforceSSL: true });
    // enforceSSL replaces the default topic policy, so CloudWatch needs an explicit right to publish.
    this.alarmTopic.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudWatchAlarmsPublish',
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.alarmTopic.topicArn],
        conditions: { StringEquals: { 'AWS:SourceAccount': this.account } },
      }),
    );
    if (props.settings.alarmEmail)
      this.alarmTopic.addSubscription(new EmailSubscription(props.settings.alarmEmail));

    for (const spec of queues) this.addQueue(spec);
    ({
      newsletter: this.newsletterConfigurationSet,
      transactional: this.transactionalConfigurationSet,
      topic: this.sesFeedbackTopic,
    } = this.addSesFeedback());

    // The queues' consumers, and the scheduled functions (run by EventBridge Scheduler).
    const consumers = functions.filter((candidate) => ['consumer', 'scheduled'].includes(candidate.role));
    const table = consumers.some((spec) => spec.tableAccess !== 'none')
      ? props.table.importInto(this)
      : undefined;
    const uploads = consumers.some(usesUploads) ? props.sharedUploads.importInto(this) : undefined;
    const facts = {
      sessionSecret: props.sessionSecret,
      authOrigin: props.settings.authOrigin,
      captcha: props.settings.captcha,
    };
    for (const spec of consumers) {
      // The consumers of the email and newsletter-send queues are the Lambdas that talk to SES, each
      // through its configuration set.
      const configurationSet =
        spec.consumes === 'email'
          ? this.transactionalConfigurationSet
          : spec.consumes === 'newsletter-send'
            ? this.newsletterConfigurationSet
            : undefined;
      // `edge-distribution` (infra/functions.ts): the id of the web stack's distribution, from SSM.
      const invalidatesEdge = spec.reads.includes('edge-distribution');
      const edgeParameter = edgeDistributionParameterName(props.settings.stackPrefix);
      const consumer = new FolioFunction(this, `${pascal(spec.name)}Function`, {
        spec,
        table: spec.tableAccess === 'none' ? undefined : table,
        queues: this.queues,
        facts,
        searchEngine: props.settings.searchEngine,
        ...(usesUploads(spec) ? { uploads } : {}),
        environment: {
          ...(configurationSet
            ? {
                MAIL_FROM_ADDRESS: props.settings.mailFromAddress,
                [mailConfigurationSetVariable]: configurationSet.configurationSetName,
              }
            : {}),
          ...(spec.consumes === 'newsletter-send'
            ? { [newsletterSendRateVariable]: String(newsletterRate(props.settings)) }
            : {}),
          ...(spec.consumes === 'ses-feedback'
            ? { [feedbackTopicVariable]: this.sesFeedbackTopic.topicArn }
            : {}),
          ...(invalidatesEdge ? { [edgeDistributionParameterVariable]: edgeParameter } : {}),
        },
      });
      if (configurationSet)
        this.allowSendingMail(consumer.function, props.settings.sesIdentity, configurationSet);
      if (invalidatesEdge) {
        consumer.function.addToRolePolicy(
          new PolicyStatement({
            actions: ['ssm:GetParameter'],
            resources: [parameterArn(this, edgeParameter)],
          }),
        );
      }
      if (spec.consumes) this.consumers.set(spec.consumes, consumer.function);
      if (spec.dailyAt) {
        new Schedule(this, `${pascal(spec.name)}Schedule`, {
          description: `${spec.name}, daily at ${spec.dailyAt.hour}:${String(spec.dailyAt.minute).padStart(2, '0')} UTC`,
          schedule: ScheduleExpression.cron({
            hour: String(spec.dailyAt.hour),
            minute: String(spec.dailyAt.minute),
          }),
          target: new LambdaInvoke(consumer.function, { retryAttempts: 2 }),
        });
        // The scheduler's role for this target is made once per stack, so it is acknowledged there.
        acknowledge(
          this,
          `AwsSolutions-IAM5[Resource::${nagAttribute(consumer.function, 'Arn')}:*]`,
          'CDK grants the scheduler lambda:InvokeFunction on the function and its versions/aliases (`:*`); it is still this one function.',
        );
      }
    }
  }

  /**
   * ses:SendEmail on the one configured identity and the configuration set the sender names; without an
   * identity the consumer can send nothing.
   */
  private allowSendingMail(
    mailer: IFunction,
    sesIdentity: string | undefined,
    configurationSet: ConfigurationSet,
  ) {
    if (!sesIdentity) return;
    const identityArn = sesIdentity.startsWith('arn:')
      ? sesIdentity
      : this.formatArn({ service: 'ses', resource: 'identity', resourceName: sesIdentity });
    mailer.addToRolePolicy(new PolicyStatement({ actions: ['ses:SendEmail'], resources: [identityArn] }));
    const configurationSetArn = this.formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: configurationSet.configurationSetName,
    });
    mailer.addToRolePolicy(
      new PolicyStatement({ actions: ['ses:SendEmail'], resources: [configurationSetArn] }),
    );
  }

  /**
   * Decisions 163 and 187: the newsletter sender's SES configuration set publishes its e-mails'
   * deliveries, bounces and complaints to an SNS topic (SES may publish there, nobody else), which
   * delivers them to the ses-feedback queue (its DLQ and alarm as every queue's); the transactional
   * set of the email consumer publishes bounces and complaints only (a delivery counts nothing there).
   */
  private addSesFeedback() {
    const topic = new Topic(this, 'SesFeedback', { displayName: 'Folio SES feedback', enforceSSL: true });
    const publishing = (id: string, events: EmailSendingEvent[]) => {
      const configurationSet = new ConfigurationSet(this, id);
      configurationSet.addEventDestination('SesFeedbackTopic', {
        destination: EventDestination.snsTopic(topic),
        events,
      });
      return configurationSet;
    };
    const newsletter = publishing('NewsletterConfigurationSet', [
      EmailSendingEvent.DELIVERY,
      EmailSendingEvent.BOUNCE,
      EmailSendingEvent.COMPLAINT,
    ]);
    const transactional = publishing('TransactionalConfigurationSet', [
      EmailSendingEvent.BOUNCE,
      EmailSendingEvent.COMPLAINT,
    ]);
    topic.addSubscription(new SqsSubscription(this.queues.get('ses-feedback')!));
    return { newsletter, transactional, topic };
  }

  private addQueue(spec: QueueSpec) {
    const name = pascal(spec.name);
    const deadLetters = new Queue(this, `${name}DeadLetters`, {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    const queue = new Queue(this, `${name}Queue`, {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(spec.visibilityTimeoutSeconds),
      deadLetterQueue: { queue: deadLetters, maxReceiveCount: spec.maxReceiveCount },
    });
    const alarm = deadLetters
      .metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1), statistic: 'Maximum' })
      .createAlarm(this, `${name}DeadLettersAlarm`, {
        alarmDescription: `Folio: messages of the ${spec.name} queue failed ${spec.maxReceiveCount} times and wait in its DLQ`,
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
    alarm.addAlarmAction(new SnsAction(this.alarmTopic));
    alarm.addOkAction(new SnsAction(this.alarmTopic));
    this.queues.set(spec.name, queue);
    this.deadLetterQueues.set(spec.name, deadLetters);
  }
}
