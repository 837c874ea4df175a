package org.openkifu.game.application.imports;

import java.time.Clock;

import org.openkifu.game.application.GameService;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Wiring of the SGF import (docs/api.md, "SGF import"). Settings:
 * {@code openkifu.import.workers} (threads for bulk jobs, default 2), {@code openkifu.import.log-every}
 * (a progress log line every N files, default 100), {@code openkifu.import.keep-finished} (finished jobs whose
 * progress stays readable, default 100).
 */
@Configuration(proxyBeanMethods = false)
public class ImportConfiguration {

    @Bean
    ImportJobs importJobs(GameService games, Clock clock,
            @Value("${openkifu.import.workers:2}") int workers,
            @Value("${openkifu.import.log-every:100}") int logEvery,
            @Value("${openkifu.import.keep-finished:100}") int keepFinished) {
        return new ImportJobs(games, workers, clock, logEvery, keepFinished);
    }
}
